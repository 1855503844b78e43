include "f1404.td"
