include "f499.td"
