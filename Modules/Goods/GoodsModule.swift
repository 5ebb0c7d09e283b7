// Placeholder: the Goods module is written by issue 3.
