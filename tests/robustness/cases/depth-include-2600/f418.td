include "f419.td"
