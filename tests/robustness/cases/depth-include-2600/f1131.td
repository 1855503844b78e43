include "f1132.td"
