include "f1786.td"
