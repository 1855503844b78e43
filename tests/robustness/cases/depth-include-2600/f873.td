include "f874.td"
