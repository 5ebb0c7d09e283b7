// Placeholder: the Messages module is written by issue 3.
