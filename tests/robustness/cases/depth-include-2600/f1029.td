include "f1030.td"
