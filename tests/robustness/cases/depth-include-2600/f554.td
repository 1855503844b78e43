include "f555.td"
