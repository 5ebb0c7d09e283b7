// Placeholder: the Home module is written by issue 3.
