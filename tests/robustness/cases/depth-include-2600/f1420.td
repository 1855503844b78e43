include "f1421.td"
