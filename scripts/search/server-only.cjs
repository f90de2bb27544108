// server-only marks a module for the server; a command-line script is one.
