include "f1564.td"
