// Includes a file that exists nowhere on the include path (tests/builder_cli.rs).
def Before;
include "NoSuchInclude.td"
def After;
