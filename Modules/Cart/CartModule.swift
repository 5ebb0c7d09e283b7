// Placeholder: the Cart module is written by issue 3.
