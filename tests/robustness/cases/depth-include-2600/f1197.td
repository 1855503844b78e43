include "f1198.td"
