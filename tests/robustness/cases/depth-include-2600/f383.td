include "f384.td"
