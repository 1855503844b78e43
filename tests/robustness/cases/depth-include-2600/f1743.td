include "f1744.td"
