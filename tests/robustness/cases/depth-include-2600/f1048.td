include "f1049.td"
