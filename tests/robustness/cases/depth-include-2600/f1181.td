include "f1182.td"
