include "f2477.td"
