include "f992.td"
