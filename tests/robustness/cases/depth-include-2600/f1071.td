include "f1072.td"
