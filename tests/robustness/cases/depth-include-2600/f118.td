include "f119.td"
