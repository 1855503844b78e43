include "f1836.td"
