include "f827.td"
