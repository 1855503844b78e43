include "f1455.td"
