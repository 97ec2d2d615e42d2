// FolioCLI: argument parsing and the commands (import, build). The executable is a thin shell over it.
