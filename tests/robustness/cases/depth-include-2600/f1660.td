include "f1661.td"
