include "f540.td"
