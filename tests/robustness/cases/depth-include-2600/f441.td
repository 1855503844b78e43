include "f442.td"
