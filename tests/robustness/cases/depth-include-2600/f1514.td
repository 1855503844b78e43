include "f1515.td"
