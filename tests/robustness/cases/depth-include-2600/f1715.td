include "f1716.td"
