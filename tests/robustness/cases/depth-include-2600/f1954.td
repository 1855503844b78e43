include "f1955.td"
