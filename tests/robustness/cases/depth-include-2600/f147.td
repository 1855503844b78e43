include "f148.td"
