include "f757.td"
