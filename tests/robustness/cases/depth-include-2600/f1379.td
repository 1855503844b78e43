include "f1380.td"
