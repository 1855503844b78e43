include "f833.td"
