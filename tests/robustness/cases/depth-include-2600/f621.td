include "f622.td"
