// Placeholder: the Order module is written by issue 3.
