// Placeholder: the Account module is written by issue 3.
