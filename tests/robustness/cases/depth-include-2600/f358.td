include "f359.td"
