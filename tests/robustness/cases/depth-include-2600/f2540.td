include "f2541.td"
