include "f2418.td"
