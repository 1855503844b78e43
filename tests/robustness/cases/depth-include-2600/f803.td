include "f804.td"
