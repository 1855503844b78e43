include "f945.td"
