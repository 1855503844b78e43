include "f828.td"
