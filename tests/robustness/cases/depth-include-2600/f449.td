include "f450.td"
