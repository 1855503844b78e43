include "f456.td"
