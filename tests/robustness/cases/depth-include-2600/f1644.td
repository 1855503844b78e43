include "f1645.td"
