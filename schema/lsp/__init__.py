"""Language server for PatFinder game files (`patstudio lsp`), built on pygls."""
